"""Process Belief Model (DEL-ToM section 3.2-3.3): scoring backends, aggregations, training, benchmark."""
