val quote = '"'; val pattern = "/*"
val timeoutMillis = 5_000L
/** Retries before giving up. */
val retries = 3
