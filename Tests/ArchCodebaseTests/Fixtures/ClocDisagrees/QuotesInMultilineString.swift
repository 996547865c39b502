let help = """
  Write "/*" to open a comment and "*/" to close it.
  Pairs like "a" /* "b" are plain text here,
  and so is this line,
  and "c" */ "d" too.
  """
let done = true
