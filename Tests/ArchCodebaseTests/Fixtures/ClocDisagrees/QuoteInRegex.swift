let r = /"/
let s = "/*"
let x = 1
let t = "*/"
