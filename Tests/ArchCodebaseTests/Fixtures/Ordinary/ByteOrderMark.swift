// A file saved with a byte-order mark.

let a = 1
