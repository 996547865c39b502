val help = """
// not a comment: text of the help screen
/* nor this */
    usage: app [--verbose]
"""
val done = true
