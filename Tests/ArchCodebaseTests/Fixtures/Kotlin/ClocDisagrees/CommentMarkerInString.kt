val generatedHeader = "/* generated, do not edit"
val fileName = "Main.kt"
/** The marker's closing half. */
val generatedFooter = " */"
