/// The judged query set of search quality (issue 42): queries over the demo catalog (``DemoCatalog``: 240 products,
/// seed 42, as a fresh database gets), each with the SKUs a shopper typing it wants, graded 2 (exactly what was asked
/// for) or 1 (relevant). Judged from the catalog's data, not from the search's answers: a category word wants the
/// category, a product word the products of that kind, several words the products that have them all, a SKU its
/// product, a misspelling what the spelling meant, and a "none" query nothing at all.
struct JudgedQuery: Sendable {
    /// What a query exercises.
    enum Kind: String, Sendable, CaseIterable {
        case exact, plural, prefix, category, sku, multi, typo, none
    }

    /// What it exercises.
    let kind: Kind
    /// The search text.
    let text: String
    /// Why these products.
    let note: String
    /// The relevant products: SKU → grade (2 or 1). Empty for a query that should find nothing.
    let relevant: [String: Int]

    /// A judged query; `relevant` lists `SKU:grade` pairs separated by spaces.
    init(_ kind: Kind, _ text: String, _ note: String, _ relevant: String) {
        self.kind = kind
        self.text = text
        self.note = note
        self.relevant = Dictionary(
            uniqueKeysWithValues: relevant.split(separator: " ").map { pair in
                let parts = pair.split(separator: ":")
                return (String(parts[0]), Int(parts[1]) ?? 1)
            })
    }

    /// The judged queries.
    static let all: [JudgedQuery] = [
        JudgedQuery(
            .exact, "laptop", "every laptop; those named Laptop most",
            "LAP-0000021:1 LAP-0000026:1 LAP-0000030:1 LAP-0000032:2 LAP-0000034:1 LAP-0000038:1 LAP-0000047:1 LAP-0000050:1 LAP-0000065:1 LAP-0000073:1 LAP-0000084:1 LAP-0000101:2 LAP-0000108:1 LAP-0000110:1 LAP-0000113:2 LAP-0000119:1 LAP-0000140:1 LAP-0000151:1 LAP-0000159:1 LAP-0000162:1 LAP-0000164:2 LAP-0000190:1 LAP-0000194:1 LAP-0000234:2"
        ),
        JudgedQuery(
            .exact, "kettle", "kettles",
            "KIT-0000104:1"),
        JudgedQuery(
            .exact, "tripod", "tripods",
            "CAM-0000005:1 CAM-0000020:1 CAM-0000070:1 CAM-0000221:1"),
        JudgedQuery(
            .exact, "novel", "novels",
            "BOO-0000100:1 BOO-0000117:1 BOO-0000152:1 BOO-0000154:1 BOO-0000200:1 BOO-0000218:1"),
        JudgedQuery(
            .exact, "sofa", "sofas",
            "FUR-0000127:1 FUR-0000202:1"),
        JudgedQuery(
            .exact, "kite", "kites",
            "TOY-0000003:1 TOY-0000035:1 TOY-0000064:1 TOY-0000121:1 TOY-0000123:1"),
        JudgedQuery(
            .exact, "drone", "drones",
            "CAM-0000007:1 CAM-0000090:1 CAM-0000196:1 CAM-0000227:1"),
        JudgedQuery(
            .exact, "blender", "blenders",
            "KIT-0000016:1 KIT-0000023:1 KIT-0000098:1 KIT-0000160:1 KIT-0000216:1"),
        JudgedQuery(
            .exact, "hoodie", "hoodies",
            "CLO-0000072:1 CLO-0000115:1 CLO-0000197:1"),
        JudgedQuery(
            .exact, "phone", "every phone; those named Phone most",
            "PHO-0000001:2 PHO-0000010:1 PHO-0000011:1 PHO-0000043:1 PHO-0000056:2 PHO-0000061:2 PHO-0000076:1 PHO-0000077:1 PHO-0000093:1 PHO-0000105:1 PHO-0000107:2 PHO-0000136:1 PHO-0000144:1 PHO-0000170:1 PHO-0000174:2 PHO-0000189:2 PHO-0000195:2 PHO-0000208:2 PHO-0000230:1 PHO-0000232:1"
        ),
        JudgedQuery(
            .exact, "Acme", "the brand Acme",
            "AUD-0000223:1 CLO-0000233:1 KIT-0000109:1 PHO-0000136:1"),
        JudgedQuery(
            .plural, "shoes", "every shoe",
            "SHO-0000068:1 SHO-0000078:1 SHO-0000092:1 SHO-0000126:1 SHO-0000137:1 SHO-0000158:1 SHO-0000167:1 SHO-0000180:1 SHO-0000181:1 SHO-0000188:1 SHO-0000219:1 SHO-0000224:1 SHO-0000239:1"
        ),
        JudgedQuery(
            .plural, "shoe", "every shoe (the singular of the category)",
            "SHO-0000068:1 SHO-0000078:1 SHO-0000092:1 SHO-0000126:1 SHO-0000137:1 SHO-0000158:1 SHO-0000167:1 SHO-0000180:1 SHO-0000181:1 SHO-0000188:1 SHO-0000219:1 SHO-0000224:1 SHO-0000239:1"
        ),
        JudgedQuery(
            .plural, "laptops", "every laptop",
            "LAP-0000021:1 LAP-0000026:1 LAP-0000030:1 LAP-0000032:2 LAP-0000034:1 LAP-0000038:1 LAP-0000047:1 LAP-0000050:1 LAP-0000065:1 LAP-0000073:1 LAP-0000084:1 LAP-0000101:2 LAP-0000108:1 LAP-0000110:1 LAP-0000113:2 LAP-0000119:1 LAP-0000140:1 LAP-0000151:1 LAP-0000159:1 LAP-0000162:1 LAP-0000164:2 LAP-0000190:1 LAP-0000194:1 LAP-0000234:2"
        ),
        JudgedQuery(
            .plural, "cameras", "every camera-category product; cameras most",
            "CAM-0000005:1 CAM-0000007:1 CAM-0000020:1 CAM-0000031:2 CAM-0000051:1 CAM-0000052:2 CAM-0000054:2 CAM-0000070:1 CAM-0000090:1 CAM-0000091:2 CAM-0000106:2 CAM-0000112:2 CAM-0000124:1 CAM-0000130:1 CAM-0000131:2 CAM-0000133:2 CAM-0000145:1 CAM-0000146:2 CAM-0000176:2 CAM-0000178:1 CAM-0000196:1 CAM-0000207:2 CAM-0000215:2 CAM-0000221:1 CAM-0000227:1 CAM-0000237:2"
        ),
        JudgedQuery(
            .plural, "boot", "boots",
            "SHO-0000068:1 SHO-0000126:1 SHO-0000137:1 SHO-0000158:1 SHO-0000188:1"),
        JudgedQuery(
            .plural, "sneaker", "sneakers",
            "SHO-0000167:1"),
        JudgedQuery(
            .plural, "headphone", "headphones",
            "AUD-0000006:1 AUD-0000025:1 AUD-0000177:1 AUD-0000183:1 AUD-0000211:1 AUD-0000225:1"),
        JudgedQuery(
            .plural, "dumbbells", "dumbbell sets",
            "SPO-0000002:1 SPO-0000059:1 SPO-0000086:1 SPO-0000088:1 SPO-0000166:1 SPO-0000179:1"),
        JudgedQuery(
            .plural, "batteries", "products whose description names a battery",
            "AUD-0000006:1 AUD-0000203:1 AUD-0000211:1 AUD-0000223:1 LAP-0000021:1 LAP-0000026:1 LAP-0000032:1 LAP-0000050:1 LAP-0000073:1 LAP-0000084:1 LAP-0000101:1 LAP-0000108:1 LAP-0000110:1 LAP-0000151:1 LAP-0000164:1 LAP-0000190:1"
        ),
        JudgedQuery(
            .plural, "puzzles", "puzzles",
            "TOY-0000135:1 TOY-0000168:1"),
        JudgedQuery(
            .prefix, "lapt", "every laptop",
            "LAP-0000021:1 LAP-0000026:1 LAP-0000030:1 LAP-0000032:2 LAP-0000034:1 LAP-0000038:1 LAP-0000047:1 LAP-0000050:1 LAP-0000065:1 LAP-0000073:1 LAP-0000084:1 LAP-0000101:2 LAP-0000108:1 LAP-0000110:1 LAP-0000113:2 LAP-0000119:1 LAP-0000140:1 LAP-0000151:1 LAP-0000159:1 LAP-0000162:1 LAP-0000164:2 LAP-0000190:1 LAP-0000194:1 LAP-0000234:2"
        ),
        JudgedQuery(
            .prefix, "headph", "headphones",
            "AUD-0000006:1 AUD-0000025:1 AUD-0000177:1 AUD-0000183:1 AUD-0000211:1 AUD-0000225:1"),
        JudgedQuery(
            .prefix, "wheelb", "wheelbarrows",
            "GAR-0000079:1 GAR-0000141:1 GAR-0000192:1 GAR-0000209:1 GAR-0000214:1"),
        JudgedQuery(
            .prefix, "chrome", "chromebooks",
            "LAP-0000026:1 LAP-0000050:1 LAP-0000073:1 LAP-0000084:1 LAP-0000119:1 LAP-0000140:1 LAP-0000151:1"),
        JudgedQuery(
            .prefix, "sneak", "sneakers",
            "SHO-0000167:1"),
        JudgedQuery(
            .category, "furniture", "the furniture category",
            "FUR-0000012:1 FUR-0000013:1 FUR-0000063:1 FUR-0000069:1 FUR-0000082:1 FUR-0000094:1 FUR-0000095:1 FUR-0000127:1 FUR-0000129:1 FUR-0000155:1 FUR-0000165:1 FUR-0000169:1 FUR-0000173:1 FUR-0000199:1 FUR-0000202:1 FUR-0000210:1 FUR-0000229:1 FUR-0000231:1 FUR-0000236:1"
        ),
        JudgedQuery(
            .category, "garden", "the garden category",
            "GAR-0000009:1 GAR-0000017:1 GAR-0000039:1 GAR-0000040:1 GAR-0000057:1 GAR-0000060:1 GAR-0000071:1 GAR-0000079:1 GAR-0000083:1 GAR-0000085:1 GAR-0000097:1 GAR-0000141:1 GAR-0000142:1 GAR-0000153:1 GAR-0000163:1 GAR-0000185:1 GAR-0000187:1 GAR-0000192:1 GAR-0000198:1 GAR-0000209:1 GAR-0000214:1"
        ),
        JudgedQuery(
            .category, "kitchen", "the kitchen category",
            "KIT-0000014:1 KIT-0000016:1 KIT-0000023:1 KIT-0000028:1 KIT-0000098:1 KIT-0000099:1 KIT-0000102:1 KIT-0000104:1 KIT-0000109:1 KIT-0000125:1 KIT-0000132:1 KIT-0000134:1 KIT-0000139:1 KIT-0000143:1 KIT-0000149:1 KIT-0000160:1 KIT-0000186:1 KIT-0000216:1"
        ),
        JudgedQuery(
            .category, "toys", "the toys category",
            "TOY-0000003:1 TOY-0000019:1 TOY-0000022:1 TOY-0000035:1 TOY-0000036:1 TOY-0000037:1 TOY-0000041:1 TOY-0000042:1 TOY-0000055:1 TOY-0000064:1 TOY-0000111:1 TOY-0000121:1 TOY-0000123:1 TOY-0000135:1 TOY-0000148:1 TOY-0000156:1 TOY-0000168:1 TOY-0000172:1 TOY-0000193:1 TOY-0000220:1"
        ),
        JudgedQuery(
            .category, "audio", "the audio category",
            "AUD-0000006:1 AUD-0000025:1 AUD-0000029:1 AUD-0000045:1 AUD-0000103:1 AUD-0000116:1 AUD-0000161:1 AUD-0000171:1 AUD-0000177:1 AUD-0000182:1 AUD-0000183:1 AUD-0000203:1 AUD-0000211:1 AUD-0000223:1 AUD-0000225:1"
        ),
        JudgedQuery(
            .category, "clothing", "the clothing category",
            "CLO-0000033:1 CLO-0000048:1 CLO-0000067:1 CLO-0000072:1 CLO-0000074:1 CLO-0000081:1 CLO-0000087:1 CLO-0000114:1 CLO-0000115:1 CLO-0000128:1 CLO-0000138:1 CLO-0000147:1 CLO-0000150:1 CLO-0000175:1 CLO-0000191:1 CLO-0000197:1 CLO-0000206:1 CLO-0000233:1"
        ),
        JudgedQuery(
            .sku, "LAP-0000026", "one product by SKU",
            "LAP-0000026:1"),
        JudgedQuery(
            .sku, "pho-0000001", "one product by SKU, lower case",
            "PHO-0000001:1"),
        JudgedQuery(
            .sku, "0000005", "the SKU's number alone",
            "CAM-0000005:1"),
        JudgedQuery(
            .sku, "SHO 0000137", "the SKU with a space",
            "SHO-0000137:1"),
        JudgedQuery(
            .multi, "wireless charging", "phones with wireless charging",
            "PHO-0000001:1 PHO-0000010:1 PHO-0000093:1 PHO-0000105:1 PHO-0000195:1 PHO-0000230:1 PHO-0000232:1"),
        JudgedQuery(
            .multi, "noise cancelling headphones", "headphones with noise cancelling",
            "AUD-0000177:1"),
        JudgedQuery(
            .multi, "oak desk", "desks of solid oak",
            "FUR-0000095:1 FUR-0000155:1 FUR-0000169:1"),
        JudgedQuery(
            .multi, "leather boots", "leather boots",
            "SHO-0000137:1"),
        JudgedQuery(
            .multi, "acme coffee grinder", "brand and product",
            "KIT-0000109:1"),
        JudgedQuery(
            .multi, "merino wool", "merino wool clothing",
            "CLO-0000114:1 CLO-0000147:1 CLO-0000150:1 CLO-0000197:1"),
        JudgedQuery(
            .multi, "vintage novel", "an adjective and a noun",
            "BOO-0000218:1"),
        JudgedQuery(
            .multi, "backlit keyboard laptops", "laptops with a backlit keyboard",
            "LAP-0000030:1 LAP-0000101:1 LAP-0000159:1 LAP-0000190:1"),
        JudgedQuery(
            .typo, "laptpo", "transposed letters of laptop",
            "LAP-0000021:1 LAP-0000026:1 LAP-0000030:1 LAP-0000032:2 LAP-0000034:1 LAP-0000038:1 LAP-0000047:1 LAP-0000050:1 LAP-0000065:1 LAP-0000073:1 LAP-0000084:1 LAP-0000101:2 LAP-0000108:1 LAP-0000110:1 LAP-0000113:2 LAP-0000119:1 LAP-0000140:1 LAP-0000151:1 LAP-0000159:1 LAP-0000162:1 LAP-0000164:2 LAP-0000190:1 LAP-0000194:1 LAP-0000234:2"
        ),
        JudgedQuery(
            .typo, "keybaord", "transposed letters of keyboard",
            "LAP-0000030:1 LAP-0000101:1 LAP-0000159:1 LAP-0000190:1"),
        JudgedQuery(
            .typo, "blendr", "a letter missing from blender",
            "KIT-0000016:1 KIT-0000023:1 KIT-0000098:1 KIT-0000160:1 KIT-0000216:1"),
        JudgedQuery(
            .typo, "tripd", "a letter missing from tripod, five letters",
            "CAM-0000005:1 CAM-0000020:1 CAM-0000070:1 CAM-0000221:1"),
        JudgedQuery(
            .typo, "wheelbarow", "a letter missing from wheelbarrow",
            "GAR-0000079:1 GAR-0000141:1 GAR-0000192:1 GAR-0000209:1 GAR-0000214:1"),
        JudgedQuery(
            .typo, "sneakres", "transposed letters of sneakers",
            "SHO-0000167:1"),
        JudgedQuery(
            .typo, "headphnes", "a letter missing from headphones",
            "AUD-0000006:1 AUD-0000025:1 AUD-0000177:1 AUD-0000183:1 AUD-0000211:1 AUD-0000225:1"),
        JudgedQuery(
            .typo, "furnitrue", "transposed letters of the category furniture",
            "FUR-0000012:1 FUR-0000013:1 FUR-0000063:1 FUR-0000069:1 FUR-0000082:1 FUR-0000094:1 FUR-0000095:1 FUR-0000127:1 FUR-0000129:1 FUR-0000155:1 FUR-0000165:1 FUR-0000169:1 FUR-0000173:1 FUR-0000199:1 FUR-0000202:1 FUR-0000210:1 FUR-0000229:1 FUR-0000231:1 FUR-0000236:1"
        ),
        JudgedQuery(
            .none, "zeppelin", "no such product",
            ""),
        JudgedQuery(
            .none, "lapm", "a four-letter typo of lamp is not corrected",
            ""),
        JudgedQuery(
            .none, "bicycle laptop", "no product is both",
            ""),
        JudgedQuery(
            .none, "'; DROP TABLE product; --", "injection-style text is plain words that match nothing",
            ""),
        JudgedQuery(
            .none, "xyzzy plugh", "no such words",
            ""),
    ]
}
