let pattern = #"a\"/*"#
let path = ##"x"#/*"##
let b = 2
let y = 3
let tail = #"*/"#
