// The `dependency-rule` executable: everything it does lives in the DependencyRule library.
import DependencyRule

DependencyRuleCommand.main()
