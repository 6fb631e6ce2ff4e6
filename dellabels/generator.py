"""placeholder replaced below"""
def add_generate_parser(sub):
    pass
