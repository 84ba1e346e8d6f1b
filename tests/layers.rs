//! The house's structure, checked on every run so it cannot drift (docs/architecture.md):
//! no import circle between files, in either crate, and no import running back up the shell
//! crate's layers — the stores and devices know neither the driver nor a shell, the driver knows
//! no shell, the shells do not know the command line.
//!
//! Imports are read from the source as text: every `use` and every `crate::`, `super::` or
//! `self::` path, resolved to the file of the module it names. A file's own module declarations
//! (`mod child;`, `pub use child::Item`) and a child naming its parent's items (`super::Item`)
//! are the folder's face and no arrow: what must not run in a circle is one sibling file leaning
//! on another, and back.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

/// The shell crate's layers, lowest first: a file may import its own layer or a lower one.
/// The first folder (or file) under `src/` names a file's layer.
const LAYERS: &[(&str, &[&str])] = &[
    ("the environment and the stores", &["locale", "stores"]),
    ("the devices", &["devices"]),
    ("the failures said to the player", &["error"]),
    ("what is gone over with an engine", &["game_review"]),
    ("the driver", &["driver"]),
    ("the shells", &["shells"]),
    ("the command line", &["cli"]),
    ("the crate's roots", &["lib", "main"]),
];

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut circles = Vec::new();
    for source in [root.join("src"), root.join("core/src")] {
        let graph = Graph::read(&source);
        for circle in graph.circles() {
            circles.push(graph.describe(&circle));
        }
    }
    assert!(
        circles.is_empty(),
        "import circles (each file imports the next, the last the first):\n{}",
        circles.join("\n")
    );
}

#[test]
fn no_import_runs_back_up_the_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let graph = Graph::read(&root.join("src"));
    let mut back_up = Vec::new();
    for (from, targets) in &graph.arrows {
        let from_layer = layer(&graph.modules[*from]);
        for (to, names) in targets {
            let to_layer = layer(&graph.modules[*to]);
            if to_layer > from_layer {
                back_up.push(format!(
                    "  {} ({}) -> {} ({}): {}",
                    graph.files[*from].display(),
                    LAYERS[from_layer].0,
                    graph.files[*to].display(),
                    LAYERS[to_layer].0,
                    names.iter().cloned().collect::<Vec<_>>().join(", ")
                ));
            }
        }
    }
    assert!(
        back_up.is_empty(),
        "imports that run back up:\n{}",
        back_up.join("\n")
    );
}

/// docs/architecture.md's module map names every folder of both crates and every file at a
/// crate's top, and everything it names exists: the map cannot drift from the tree.
#[test]
fn the_module_map_names_the_tree_as_it_is() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let named = module_map(&doc);
    assert!(!named.is_empty(), "no module map in docs/architecture.md");
    let mut problems: Vec<String> = named
        .iter()
        .filter(|path| !root.join(path).exists())
        .map(|path| format!("  named but not in the tree: {path}"))
        .collect();
    for base in ["core/src/", "src/"] {
        let mut unnamed = Vec::new();
        walk_tree(&root.join(base), base, true, &mut unnamed);
        problems.extend(
            unnamed
                .into_iter()
                .filter(|path| !named.contains(path))
                .map(|path| format!("  in the tree but not named: {path}")),
        );
    }
    assert!(
        problems.is_empty(),
        "docs/architecture.md's module map is not the tree:\n{}",
        problems.join("\n")
    );
}

/// The paths the module map names, from the repository's root: a line `core/src/` or `src/` at
/// the left sets the base; a line indented two spaces names paths (`a.rs, a/`) before its
/// description.
fn module_map(doc: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    let Some(start) = doc.find("## Module map") else {
        return named;
    };
    let Some(block) = doc[start..].split("```").nth(1) else {
        return named;
    };
    let mut base = String::new();
    for line in block.lines().skip(1) {
        if !line.starts_with(' ') && line.ends_with('/') {
            base = line.trim().to_string();
        } else if line.starts_with("  ") && !line.starts_with("   ") {
            let paths = line.trim().split("  ").next().unwrap_or("");
            for path in paths.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                named.insert(format!("{base}{path}"));
            }
        }
    }
    named
}

/// What the map must name below `dir`: every folder, and the files at the top (but the crate's
/// roots, `lib.rs` and `main.rs`, which are named or not as the writer likes).
fn walk_tree(dir: &Path, prefix: &str, top: bool, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            let folder = format!("{prefix}{name}/");
            found.push(folder.clone());
            walk_tree(&path, &folder, false, found);
        } else if top && name.ends_with(".rs") && !["lib.rs", "main.rs"].contains(&name.as_str()) {
            found.push(format!("{prefix}{name}"));
        }
    }
}

/// The checker itself: a circle of three siblings is found, and a parent's face is no arrow.
#[test]
fn the_checker_finds_a_circle_and_passes_a_folders_face() {
    let (dir, write) = scratch_tree("layers");
    write("lib.rs", "pub mod a;\npub mod b;\n");
    write(
        "a/mod.rs",
        "mod x;\nmod y;\nmod z;\npub use x::X;\npub struct A;\n",
    );
    write("a/x.rs", "use super::{A, y::Y};\npub struct X;\n");
    write("a/y.rs", "use super::z::Z;\npub struct Y;\n");
    write(
        "a/z.rs",
        "pub struct Z;\nfn f() -> crate::a::x::X { crate::a::x::X }\n",
    );
    write("b.rs", "use crate::{a::A, lib_only};\n");
    let graph = Graph::read(&dir);
    let circles: Vec<String> = graph
        .circles()
        .iter()
        .map(|circle| graph.describe(circle))
        .collect();
    assert_eq!(circles.len(), 1, "{circles:?}");
    for file in ["a/x.rs", "a/y.rs", "a/z.rs"] {
        assert!(circles[0].contains(file), "{file} in {}", circles[0]);
    }
    assert!(!circles[0].contains("mod.rs"), "{}", circles[0]);
    let b = graph.index(&["b"]);
    let a = graph.index(&["a"]);
    assert!(graph.arrows[&b].contains_key(&a), "b -> a/mod.rs");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An empty folder for a checker's test tree, and how to write a file into it (its folders
/// made).
pub(crate) fn scratch_tree(name: &str) -> (PathBuf, impl Fn(&str, &str)) {
    let dir = std::env::temp_dir().join(format!("annabella-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let root = dir.clone();
    let write = move |path: &str, text: &str| {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    (dir, write)
}

/// The layer of a module path (its first segment), by `LAYERS`.
fn layer(module: &[String]) -> usize {
    let first = module.first().map_or("lib", String::as_str);
    LAYERS
        .iter()
        .position(|(_, names)| names.contains(&first))
        .unwrap_or_else(|| panic!("src/{first} is in no layer of tests/layers.rs"))
}

/// The files of one crate and the arrows between them.
struct Graph {
    files: Vec<PathBuf>,
    /// Each file's module path (`["shells", "window", "app"]`; the root is empty).
    modules: Vec<Vec<String>>,
    /// From a file to each file it imports, with the names it takes.
    arrows: BTreeMap<usize, BTreeMap<usize, BTreeSet<String>>>,
}

impl Graph {
    fn read(source: &Path) -> Graph {
        let mut files = Vec::new();
        collect(source, &mut files);
        files.sort();
        let modules: Vec<Vec<String>> = files.iter().map(|file| module_of(source, file)).collect();
        let mut graph = Graph {
            files: files
                .iter()
                .map(|f| f.strip_prefix(source.parent().unwrap()).unwrap().into())
                .collect(),
            modules,
            arrows: BTreeMap::new(),
        };
        for (from, file) in files.iter().enumerate() {
            let text = without_tests(&std::fs::read_to_string(file).unwrap());
            for path in paths(&text) {
                let Some(absolute) = graph.absolute(from, &path) else {
                    continue;
                };
                let Some((to, name)) = graph.target(&absolute) else {
                    continue;
                };
                if to == from || graph.is_face(from, to) {
                    continue;
                }
                graph
                    .arrows
                    .entry(from)
                    .or_default()
                    .entry(to)
                    .or_default()
                    .insert(name);
            }
        }
        graph
    }

    fn index(&self, module: &[&str]) -> usize {
        self.modules
            .iter()
            .position(|m| m.iter().map(String::as_str).eq(module.iter().copied()))
            .unwrap()
    }

    /// A path as written in a file, made absolute from the crate's root (`None` for another
    /// crate's or the standard library's).
    fn absolute(&self, from: usize, path: &[String]) -> Option<Vec<String>> {
        let here = &self.modules[from];
        let mut segments = path.iter();
        let mut absolute: Vec<String> = match path.first()?.as_str() {
            "crate" => {
                segments.next();
                Vec::new()
            }
            "self" => {
                segments.next();
                here.clone()
            }
            "super" => {
                let mut base = here.clone();
                while segments.as_slice().first().is_some_and(|s| s == "super") {
                    segments.next();
                    base.pop()?;
                }
                base
            }
            // A child module named without `self::` (2018 paths).
            first => {
                let mut child = here.clone();
                child.push(first.to_string());
                self.modules.contains(&child).then_some(())?;
                here.clone()
            }
        };
        absolute.extend(segments.cloned());
        Some(absolute)
    }

    /// The file of the longest module that `path` begins with, and the name taken from it.
    fn target(&self, path: &[String]) -> Option<(usize, String)> {
        (0..=path.len()).rev().find_map(|length| {
            let index = self.modules.iter().position(|m| m[..] == path[..length])?;
            let name = path.get(length).cloned().unwrap_or_else(|| "self".into());
            Some((index, name))
        })
    }

    /// Whether the arrow from `from` to `to` is a folder's face: a module and its own child.
    fn is_face(&self, from: usize, to: usize) -> bool {
        let (a, b) = (&self.modules[from], &self.modules[to]);
        (a.len() + 1 == b.len() && b.starts_with(a)) || (b.len() + 1 == a.len() && a.starts_with(b))
    }

    /// The strongly connected groups of more than one file (Tarjan).
    fn circles(&self) -> Vec<Vec<usize>> {
        struct Walk<'a> {
            graph: &'a Graph,
            next: usize,
            index: Vec<Option<usize>>,
            low: Vec<usize>,
            stack: Vec<usize>,
            on_stack: Vec<bool>,
            found: Vec<Vec<usize>>,
        }
        impl Walk<'_> {
            fn visit(&mut self, node: usize) {
                self.index[node] = Some(self.next);
                self.low[node] = self.next;
                self.next += 1;
                self.stack.push(node);
                self.on_stack[node] = true;
                let targets: Vec<usize> = self
                    .graph
                    .arrows
                    .get(&node)
                    .map(|t| t.keys().copied().collect())
                    .unwrap_or_default();
                for to in targets {
                    match self.index[to] {
                        None => {
                            self.visit(to);
                            self.low[node] = self.low[node].min(self.low[to]);
                        }
                        Some(index) if self.on_stack[to] => {
                            self.low[node] = self.low[node].min(index);
                        }
                        Some(_) => {}
                    }
                }
                if Some(self.low[node]) == self.index[node] {
                    let mut group = Vec::new();
                    while let Some(top) = self.stack.pop() {
                        self.on_stack[top] = false;
                        group.push(top);
                        if top == node {
                            break;
                        }
                    }
                    if group.len() > 1 {
                        group.sort_unstable();
                        self.found.push(group);
                    }
                }
            }
        }
        let count = self.files.len();
        let mut walk = Walk {
            graph: self,
            next: 0,
            index: vec![None; count],
            low: vec![0; count],
            stack: Vec::new(),
            on_stack: vec![false; count],
            found: Vec::new(),
        };
        for node in 0..count {
            if walk.index[node].is_none() {
                walk.visit(node);
            }
        }
        walk.found
    }

    /// A circle in words: each arrow inside it with the names it takes.
    fn describe(&self, circle: &[usize]) -> String {
        let mut lines = vec![format!(
            "circle of {}:",
            circle
                .iter()
                .map(|i| self.files[*i].display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )];
        for from in circle {
            for (to, names) in self.arrows.get(from).into_iter().flatten() {
                if circle.contains(to) {
                    lines.push(format!(
                        "  {} -> {}: {}",
                        self.files[*from].display(),
                        self.files[*to].display(),
                        names.iter().cloned().collect::<Vec<_>>().join(", ")
                    ));
                }
            }
        }
        lines.join("\n")
    }
}

pub(crate) fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// `src/shells/window/app.rs` → `["shells", "window", "app"]`; `mod.rs`, `lib.rs` and `main.rs`
/// name their folder (a test file `tests.rs` is its folder's own).
fn module_of(source: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(source).unwrap().with_extension("");
    let mut module: Vec<String> = relative
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    if module == ["lib"] {
        module.clear();
    } else if module.last().is_some_and(|last| last == "mod") {
        module.pop();
    }
    module
}

/// The text before a file's test module (tests may import what they like).
pub(crate) fn without_tests(text: &str) -> String {
    let mut kept = String::new();
    for line in text.lines() {
        if line.trim() == "#[cfg(test)]" {
            break;
        }
        // Comments name paths in prose.
        let code = line.split("//").next().unwrap_or("");
        kept.push_str(code);
        kept.push('\n');
    }
    kept
}

/// Every path a file names: each `use` tree flattened, and each `crate::`, `self::` and
/// `super::` path in its code.
fn paths(text: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = find_use(rest) {
        let after = &rest[start..];
        let end = after.find(';').unwrap_or(after.len());
        flatten(&after[..end], &mut Vec::new(), &mut found);
        rest = &after[end..];
    }
    let code = text;
    for prefix in ["crate::", "super::", "self::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(prefix) {
            let begin = from + at;
            let before = code[..begin].chars().next_back();
            from = begin + prefix.len();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let path: Vec<String> = code[begin..]
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .next()
                .unwrap_or("")
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            // `crate::{…}` is a `use` tree, read above.
            if path
                .last()
                .is_some_and(|last| !["crate", "super", "self"].contains(&last.as_str()))
            {
                found.push(path);
            }
        }
    }
    found
}

/// Where the next `use` declaration's tree begins (after `use `), if any.
fn find_use(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find("use ") {
        let begin = from + at;
        from = begin + 4;
        let line_start = text[..begin].rfind('\n').map_or(0, |i| i + 1);
        let head = text[line_start..begin].trim();
        if head.is_empty() || head == "pub" || head.starts_with("pub(") {
            return Some(begin + 4);
        }
    }
    None
}

/// A `use` tree's paths: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn flatten(tree: &str, prefix: &mut Vec<String>, found: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head: Vec<String> = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let depth = prefix.len();
        prefix.extend(head);
        for part in split_top(inner) {
            flatten(part, prefix, found);
        }
        prefix.truncate(depth);
    } else {
        let name = tree.split(" as ").next().unwrap_or("").trim();
        if name.is_empty() {
            return;
        }
        let mut path = prefix.clone();
        path.extend(
            name.split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty() && *s != "*")
                .map(str::to_string),
        );
        found.push(path);
    }
}

/// `a, b::{c, d}, e` → its three parts, commas inside braces kept.
fn split_top(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}
