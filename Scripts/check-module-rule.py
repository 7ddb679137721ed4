#!/usr/bin/env python3
"""Checks the module rule on the package graph that `swift package describe --type json` prints.

The rule (docs/framework-guide.md, "The module rule, checked"):
  1. A data module's implementation target (Modules/<Name>/Sources: its plugin, rules and stores, docs/adr/0003)
     depends on no other module's implementation; it reaches other modules through their IO targets.
  2. Only the composition root (ShopApp) and tests depend on an implementation target at all.
  3. A front (ShopCLI, shop-cli, ShopServer, shop-server) never depends on the SQL layer (SQLiteStore, PostgresStore,
     ShopMigrations, CSQLite).
  4. An IO target (Modules/<Name>/IO) depends on the Boardy targets, other IO targets and DataFailure only.
  5. A Boardy library target depends on other Boardy targets only (and on no package product).
  6. Every `import` of one of this package's modules is a declared direct dependency (SwiftPM lets a target
     import a module it only reaches transitively, which would route around 1-5).
  7. Every declared dependency is used: some source of the target imports it (a dependency on an executable, which
     a test runs, and a plugin's dependencies are exempt).

Usage: check-module-rule.py DESCRIBE.json [--root DIR]   checks the graph, exit 1 with one line per violation
       check-module-rule.py DESCRIBE.json --self-test     proves each rule rejects a deliberately broken graph
"""
import copy
import json
import os
import re
import sys

BOARDY = {"Boardy", "BoardyComponentKit", "BoardyModulePlugin"}
COMPOSITION_ROOT = "ShopApp"
FRONTS = {"ShopCLI", "shop-cli", "ShopServer", "shop-server"}
SQL_LAYER = {"SQLiteStore", "PostgresStore", "ShopMigrations", "CSQLite"}
IO_MAY_USE = BOARDY | {"DataFailure"}
IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def kind(target):
    """The role a target plays in the module rule."""
    path = target["path"]
    if target["type"] == "test" or path.startswith("Tests/"):
        return "test"
    if target["name"] in BOARDY:
        return "boardy"
    if re.fullmatch(r"Modules/[^/]+/IO", path):
        return "io"
    if re.fullmatch(r"Modules/[^/]+/Sources", path):
        return "implementation"
    return "other"


def module_of(target):
    """`ProductData` for both Modules/ProductData/IO and Modules/ProductData/Sources."""
    return target["path"].split("/")[1] if target["path"].startswith("Modules/") else target["name"]


def violations(describe, root=None):
    """Every broken rule, one human line each."""
    targets = {t["name"]: t for t in describe["targets"]}
    found = []
    for name, target in sorted(targets.items()):
        role = kind(target)
        deps = target.get("target_dependencies") or []
        for dep in deps:
            dep_target = targets.get(dep)
            if dep_target is None:
                continue
            dep_role = kind(dep_target)
            if dep_role == "implementation" and role == "implementation":
                found.append(f"{name} (implementation of {module_of(target)}) depends on {dep}, the implementation "
                             f"of {module_of(dep_target)}: depend on {dep}IO and reach it through its IOInterface")
            elif dep_role == "implementation" and role != "test" and name != COMPOSITION_ROOT:
                found.append(f"{name} depends on the implementation target {dep}: only {COMPOSITION_ROOT} (the "
                             f"composition root) and tests may; depend on {dep}IO instead")
            if name in FRONTS and dep in SQL_LAYER:
                found.append(f"{name} is a front and depends on {dep}: fronts never touch SQL; go through the "
                             f"modules' IOInterfaces or {COMPOSITION_ROOT}")
            if role == "io" and dep not in IO_MAY_USE and dep_role != "io":
                found.append(f"{name} is an IO target and depends on {dep}: IO targets may use only "
                             f"{', '.join(sorted(IO_MAY_USE))} and other IO targets")
            if role == "boardy" and dep not in BOARDY:
                found.append(f"{name} is a Boardy library target and depends on {dep}: Boardy depends on the "
                             f"toolchain and its own targets only")
        if role == "boardy" and target.get("product_dependencies"):
            found.append(f"{name} is a Boardy library target and depends on the package products "
                         f"{', '.join(target['product_dependencies'])}: Boardy depends on the toolchain only")
        if root is not None:
            found += undeclared_imports(target, targets, root)
            found += unused_dependencies(target, targets, root)
    return found


def imported_modules(target, root):
    """The modules the target's Swift sources import."""
    modules = set()
    for source in target.get("sources") or []:
        if source.endswith(".swift"):
            with open(os.path.join(root, target["path"], source), encoding="utf-8") as file:
                modules.update(match.group(1) for match in map(IMPORT.match, file) if match)
    return modules


def unused_dependencies(target, targets, root):
    """A declared dependency (a target or a package product) that no source of the target imports."""
    if target["type"] == "plugin" or target.get("module_type") != "SwiftTarget":
        return []
    imported = imported_modules(target, root)
    found = []
    for dep in target.get("target_dependencies") or []:
        dep_target = targets.get(dep)
        if dep_target is None or dep_target["type"] in ("executable", "plugin"):
            continue
        if dep_target["c99name"] not in imported:
            found.append(f"{target['name']} declares the dependency {dep} in Package.swift, but no source of it "
                         f"imports {dep_target['c99name']}: remove it")
    for product in target.get("product_dependencies") or []:
        if product not in imported:
            found.append(f"{target['name']} declares the product {product} in Package.swift, but no source of it "
                         f"imports {product}: remove it")
    return found


def undeclared_imports(target, targets, root):
    """`import X` of a package module X that the target does not declare."""
    declared = set(target.get("target_dependencies") or []) | {target["name"]}
    modules = {t["c99name"]: n for n, t in targets.items()}
    found = []
    for source in target.get("sources") or []:
        if not source.endswith(".swift"):
            continue
        relative = os.path.join(target["path"], source)
        with open(os.path.join(root, relative), encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                match = IMPORT.match(line)
                if match and match.group(1) in modules and modules[match.group(1)] not in declared:
                    found.append(f"{relative}:{number} imports {match.group(1)}, which {target['name']} does not "
                                 f"declare as a dependency in Package.swift")
    return found


def self_test(describe, root):
    """Each rule must reject one deliberately broken copy of the real graph (and the real graph must pass)."""
    def broken(edit):
        copy_ = copy.deepcopy(describe)
        edit({t["name"]: t for t in copy_["targets"]})
        return copy_

    def add(target, dependency):
        return lambda targets: targets[target].setdefault("target_dependencies", []).append(dependency)

    def remove(target, dependency):
        return lambda targets: targets[target]["target_dependencies"].remove(dependency)

    cases = [
        ("an implementation depending on another implementation", add("CartData", "ProductData"),
         "CartData (implementation of CartData) depends on ProductData"),
        ("an IO target depending on an implementation", add("CartDataIO", "AuthData"),
         "CartDataIO depends on the implementation target AuthData"),
        ("a front depending on an implementation", add("ShopCLI", "OrderService"),
         "ShopCLI depends on the implementation target OrderService"),
        ("a front depending on the SQL layer", add("ShopCLI", "SQLiteStore"),
         "ShopCLI is a front and depends on SQLiteStore"),
        ("an IO target depending on the SQL layer", add("ProductDataIO", "SQLiteStore"),
         "ProductDataIO is an IO target and depends on SQLiteStore"),
        ("a Boardy target depending on a shop target", add("BoardyComponentKit", "SQLiteStore"),
         "BoardyComponentKit is a Boardy library target and depends on SQLiteStore"),
        ("a Boardy target depending on a package product",
         lambda targets: targets["Boardy"].setdefault("product_dependencies", []).append("Logging"),
         "Boardy is a Boardy library target and depends on the package products Logging"),
        ("a front depending on the PostgreSQL layer", add("ShopServer", "PostgresStore"),
         "ShopServer is a front and depends on PostgresStore"),
        ("a dependency no source imports", add("ShopJSON", "DataFailure"),
         "ShopJSON declares the dependency DataFailure in Package.swift, but no source of it imports"),
        ("a package product no source imports",
         lambda targets: targets["ShopJSON"].setdefault("product_dependencies", []).append("Logging"),
         "ShopJSON declares the product Logging in Package.swift, but no source of it imports"),
        ("an import that is not a declared dependency", remove("CartData", "SQLiteStore"),
         "imports SQLiteStore, which CartData does not declare"),
    ]
    failures = []
    clean = violations(describe, root)
    if clean:
        failures.append("the real graph is rejected:\n  " + "\n  ".join(clean))
    for title, edit, expected in cases:
        found = violations(broken(edit), root)
        if not any(expected in line for line in found):
            failures.append(f"{title} was not rejected (expected a line containing '{expected}', got {found})")
        else:
            print(f"ok: rejects {title}")
    return failures


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as file:
        describe = json.load(file)
    root = arguments[arguments.index("--root") + 1] if "--root" in arguments else os.getcwd()
    if "--self-test" in arguments:
        failures = self_test(describe, root)
        for failure in failures:
            print(f"error: module-rule self-test: {failure}", file=sys.stderr)
        return 1 if failures else 0
    found = violations(describe, root)
    for line in found:
        print(f"error: module rule: {line}", file=sys.stderr)
    if not found:
        print(f"The module rule holds for {len(describe['targets'])} targets.")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
