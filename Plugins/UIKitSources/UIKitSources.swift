import PackagePlugin
@main struct UIKitSources: BuildToolPlugin { func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] } }
