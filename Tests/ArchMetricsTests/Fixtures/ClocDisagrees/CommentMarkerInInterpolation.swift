let name = "x"
let s = "\(name + "//")" + "/*"
let t = 1
let u = "*/"
