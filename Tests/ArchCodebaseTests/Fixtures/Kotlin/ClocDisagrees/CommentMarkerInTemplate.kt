val header = "${prefix ?: "/*"} generated, do not edit"
val fileName = "Main.kt"
/** Ends the generated block. */
val footer = "${suffix ?: "*/"}"
