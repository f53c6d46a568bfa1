// The `clean-architecture` executable: everything it does lives in the ProjectTemplate library.
import ProjectTemplate

CleanArchitectureCommand.main()
