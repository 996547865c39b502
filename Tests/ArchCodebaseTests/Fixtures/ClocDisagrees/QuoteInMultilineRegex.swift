// A quote in a multi-line regex.
let r = #/
  (?<quoted> " [^"]* ")
/#
let s = "/*"
let x = 1
let t = "*/"
