// Vendored.
open class Session {}
