class ParserTest {
    @Test fun `skips /* in names`() = assertTrue(parse("a"))
    @Test fun `keeps code`() = assertTrue(parse("b"))
    @Test fun `ends */ here`() = assertTrue(parse("c"))
}
