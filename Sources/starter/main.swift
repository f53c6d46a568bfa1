// The `starter` executable: everything it does is wired in FrameworksAndDrivers' composition root.
import FrameworksAndDrivers

await StarterFactory.main()
