class Greeting {
    static final String TEXT = """
            Hello,

            World
            """;
}
