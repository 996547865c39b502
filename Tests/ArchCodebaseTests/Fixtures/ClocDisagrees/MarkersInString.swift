let url = "https://example.com/*"
let glob = "a/*b"
let x = 1
let end = "*/"
