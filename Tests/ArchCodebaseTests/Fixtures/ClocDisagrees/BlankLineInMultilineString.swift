let poem = """
  first stanza

  second stanza
  """
