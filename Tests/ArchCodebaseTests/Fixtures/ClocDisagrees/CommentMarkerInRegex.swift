// cloc reads a "/*" inside a regex literal as the start of a comment.
let slashes = /\/*/
let x = 1
let extended = #/a/*b/#
let y = 2 /* ends here */
