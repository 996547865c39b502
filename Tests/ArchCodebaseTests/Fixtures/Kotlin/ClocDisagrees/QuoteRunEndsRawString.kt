val screenInches = """6.1""""; val open = "/*"
val timeoutMillis = 5_000L
/** Retries before giving up. */
val retries = 3
