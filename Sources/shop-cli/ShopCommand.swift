import ShopCLI

@main
extension ShopCommand {}
