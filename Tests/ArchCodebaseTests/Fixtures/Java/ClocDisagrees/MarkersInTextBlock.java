class Help {
    static final String USAGE = """
            // not a comment: text of the help screen
            /* nor this, which opens no comment
            usage: app [--verbose]
            """;
    /** The exit code on bad arguments. */
    static final int BAD_USAGE = 2;
}
