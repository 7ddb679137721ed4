/// The words the seeder builds product names and descriptions from.
///
/// The vocabulary is large enough (about 700 distinct words) that full-text searches match realistic fractions of
/// the catalog rather than every product.
enum CatalogVocabulary {
    struct CategorySpec {
        let slug: String
        let name: String
        let nouns: [String]
        let features: [String]
        let priceRange: ClosedRange<Int>
    }

    static let categories: [CategorySpec] = [
        CategorySpec(
            slug: "laptops", name: "Laptops",
            nouns: [
                "Laptop", "Notebook", "Ultrabook", "Chromebook",
                "Workstation",
            ],
            features: [
                "a backlit keyboard", "a 14-inch matte display", "all-day battery life",
                "a fingerprint reader", "Thunderbolt ports", "a fanless design",
            ], priceRange: 39_900...329_900),
        CategorySpec(
            slug: "phones", name: "Phones", nouns: ["Phone", "Smartphone", "Handset", "Flip Phone"],
            features: [
                "a triple camera", "wireless charging", "a 120 Hz screen", "dual SIM", "a titanium frame",
                "water resistance",
            ], priceRange: 9_900...159_900),
        CategorySpec(
            slug: "audio", name: "Audio",
            nouns: [
                "Headphones", "Earbuds", "Speaker", "Soundbar",
                "Turntable", "Amplifier",
            ],
            features: [
                "active noise cancelling", "a 30-hour battery", "Bluetooth 5.3",
                "a warm balanced sound", "a detachable cable", "multi-room pairing",
            ], priceRange: 1_900...89_900),
        CategorySpec(
            slug: "cameras", name: "Cameras",
            nouns: [
                "Camera", "Lens", "Tripod", "Action Camera",
                "Drone",
            ],
            features: [
                "4K video", "optical stabilisation", "a weather-sealed body", "fast autofocus",
                "a carbon fibre build", "interchangeable mounts",
            ], priceRange: 2_900...249_900),
        CategorySpec(
            slug: "books", name: "Books",
            nouns: [
                "Novel", "Cookbook", "Atlas", "Guide", "Anthology",
                "Biography",
            ],
            features: [
                "a cloth binding", "illustrated maps", "a foreword by the editor",
                "large print", "recipes from six continents", "archival photographs",
            ], priceRange: 799...5_999),
        CategorySpec(
            slug: "kitchen", name: "Kitchen",
            nouns: [
                "Kettle", "Blender", "Skillet", "Knife Set",
                "Coffee Grinder", "Toaster", "Dutch Oven",
            ],
            features: [
                "a stainless steel body", "a ceramic coating",
                "variable temperature", "a dishwasher-safe jug", "a cast iron core", "a burr mechanism",
            ],
            priceRange: 1_499...39_900),
        CategorySpec(
            slug: "garden", name: "Garden",
            nouns: [
                "Hose", "Planter", "Pruner", "Lawn Mower",
                "Wheelbarrow", "Seed Kit",
            ],
            features: [
                "frost-proof ceramic", "a telescopic handle", "a cordless motor",
                "heirloom seeds", "a rust-proof frame", "self-watering reservoirs",
            ], priceRange: 999...59_900),
        CategorySpec(
            slug: "toys", name: "Toys",
            nouns: [
                "Puzzle", "Building Set", "Plush Bear", "Board Game",
                "Kite", "Train Set",
            ],
            features: [
                "1000 pieces", "wooden tracks", "rules for two to six players",
                "washable fabric", "a ripstop sail", "magnetic couplers",
            ], priceRange: 899...14_900),
        CategorySpec(
            slug: "sports", name: "Sports",
            nouns: [
                "Yoga Mat", "Tennis Racket", "Football",
                "Dumbbell Set", "Bicycle Helmet", "Climbing Rope",
            ],
            features: [
                "a non-slip surface", "graphite strings",
                "adjustable weights", "MIPS protection", "a dry-treated sheath", "stitched panels",
            ],
            priceRange: 1_299...49_900),
        CategorySpec(
            slug: "clothing", name: "Clothing",
            nouns: [
                "Jacket", "Sweater", "Shirt", "Raincoat",
                "Scarf", "Hoodie",
            ],
            features: [
                "merino wool", "recycled down", "organic cotton", "taped seams",
                "a relaxed fit", "a water-repellent finish",
            ], priceRange: 1_999...34_900),
        CategorySpec(
            slug: "shoes", name: "Shoes",
            nouns: [
                "Sneakers", "Boots", "Sandals", "Trail Runners",
                "Loafers",
            ],
            features: [
                "a Vibram sole", "a waterproof membrane", "a cushioned midsole", "full-grain leather",
                "a wide toe box", "reflective details",
            ], priceRange: 2_999...27_900),
        CategorySpec(
            slug: "furniture", name: "Furniture",
            nouns: [
                "Desk", "Chair", "Bookshelf", "Sofa",
                "Lamp", "Side Table",
            ],
            features: [
                "solid oak", "an adjustable height", "lumbar support", "linen upholstery",
                "a dimmable bulb", "hidden cable management",
            ], priceRange: 2_999...189_900),
    ]

    static let brands = [
        "Acme", "Nordhaven", "Bluepeak", "Quillon", "Verity", "Solano", "Kestrel", "Marlow", "Tidewater", "Ironbark",
        "Lumen", "Oakridge", "Pinecrest", "Radiant", "Stellar", "Copperleaf", "Driftwood", "Evergreen", "Foxglove",
        "Granite", "Harbor", "Indigo", "Juniper", "Kinetic", "Lakeside", "Meridian", "Northwind", "Orchid",
        "Pioneer", "Quartz", "Redwood", "Saffron", "Timber", "Umber", "Vantage", "Willow", "Zephyr", "Aurora",
        "Bramble", "Cascade",
    ]

    static let adjectives = [
        "Compact", "Classic", "Deluxe", "Essential", "Everyday", "Portable", "Pro", "Rugged", "Slim", "Smart",
        "Ultra", "Vintage", "Wireless", "Premium", "Lightweight", "Heavy-Duty", "Modular", "Foldable", "Silent",
        "Rapid", "Eco", "Urban", "Alpine", "Coastal", "Nordic", "Studio", "Travel", "Family", "Junior", "Grand",
        "Mini", "Max", "Signature", "Heritage", "Explorer", "Summit", "Twilight", "Sunrise", "Midnight", "Crystal",
    ]

    static let colors = [
        "black", "white", "graphite", "silver", "navy", "forest green", "burgundy", "sand", "slate", "ivory",
        "charcoal", "sky blue", "terracotta", "olive", "copper", "rose", "mustard", "teal", "plum", "stone",
    ]

    static let uses = [
        "daily commutes", "weekend trips", "small apartments", "busy kitchens", "long workdays", "family evenings",
        "outdoor adventures", "first-time owners", "professionals", "gift giving", "rainy seasons", "quiet mornings",
    ]
}
