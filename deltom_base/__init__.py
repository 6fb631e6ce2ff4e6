"""Process plumbing every deltom package shares, and nothing else: the errors shown as one line and the one way
to report them (``deltom_base.errors``), quiet logs (``deltom_base.plumbing``), the library's log lines on stderr (``deltom_base.logs``), the command-line vocabulary (``deltom_base.flags``) and its deprecation table (``deltom_base.deprecations``), every
``DELTOM_*`` environment variable (``deltom_base.settings``) and lazy package faces (``deltom_base.faces``). It imports no other deltom package, and importing it changes nothing in the process:
the console scripts call ``plumbing.install`` when they start."""

from deltom_base.faces import lazy_face

__all__ = ["deprecations", "errors", "faces", "flags", "logs", "plumbing", "settings"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
