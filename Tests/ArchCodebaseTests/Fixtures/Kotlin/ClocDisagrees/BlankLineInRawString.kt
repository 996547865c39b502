val greeting = """
    Hello,

    World
""".trimIndent()
