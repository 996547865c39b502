let flag = true
let opener = "\(flag ? "/*" : "//")"
let a = 1
let b = 2
let closer = "*/"  // the end: */
