let r = #/
  \d+  # digits

  [a-z]+
/#
