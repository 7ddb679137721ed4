@main
struct ShopCommand {
    static func main() {}
}
