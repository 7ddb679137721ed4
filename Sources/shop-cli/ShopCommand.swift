import ArgumentParser
import ShopCLI

@main
extension ShopCommand {}
