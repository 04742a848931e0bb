// Every unit test runs with the bundled card sets registered, as the page, the server and the scripts do.
import '../src/content/contentSets.ts'
