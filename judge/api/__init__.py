"""The HTTP service (FastAPI): routes translate requests, the judge services do the work.

>>> from judge.api.main import create_app
>>> create_app().title
'rules-judge'
"""
