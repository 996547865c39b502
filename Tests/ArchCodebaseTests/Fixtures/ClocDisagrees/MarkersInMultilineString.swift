let text = """
  // not a comment
  /* not a comment either
  """
let b = 2
