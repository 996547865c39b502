class Markers {
    static final String HEADER = "/* generated, do not edit";
    static final String FILE_NAME = "Main.java";
    /** The marker's closing half. */
    static final String FOOTER = " */";
}
