//! Gives the Windows program its icon (assets/windows/annabella.ico, drawn by
//! scripts/windows-icon): a resource compiled by MinGW's `windres` and linked into the program,
//! so that Explorer, the taskbar and Alt+Tab show the knight. Nothing is done for other systems.

use std::{env, path::PathBuf, process::Command};

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=assets/windows/annabella.ico");
    let windows = env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows");
    if !windows {
        return;
    }
    if env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|target_env| target_env != "gnu") {
        println!(
            "cargo::warning=annabella.exe gets no icon: its resource is compiled by MinGW's windres"
        );
        return;
    }
    let Some(out) = env::var_os("OUT_DIR").map(PathBuf::from) else {
        println!("cargo::error=OUT_DIR is not set");
        return;
    };
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let icon = root.join("assets/windows/annabella.ico");
    let script = out.join("annabella.rc");
    let object = out.join("annabella-icon.o");
    // windres reads the script's strings as C strings: the path with forward slashes.
    let quoted = icon.display().to_string().replace('\\', "/");
    if let Err(e) = std::fs::write(&script, format!("1 ICON \"{quoted}\"\n")) {
        println!("cargo::error=cannot write {}: {e}", script.display());
        return;
    }
    // The cross build's windres is named for its target; a MinGW on Windows names it plainly.
    let windres = env::var("WINDRES").unwrap_or_else(|_| {
        if cfg!(windows) {
            "windres".into()
        } else {
            format!(
                "{}-w64-mingw32-windres",
                env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default()
            )
        }
    });
    let made = Command::new(&windres)
        .arg("--output-format=coff")
        .arg("-i")
        .arg(&script)
        .arg("-o")
        .arg(&object)
        .status();
    match made {
        Ok(status) if status.success() => {
            println!("cargo::rustc-link-arg-bins={}", object.display());
        }
        Ok(status) => println!("cargo::error={windres} failed on the icon ({status})"),
        Err(e) => {
            println!("cargo::error={windres} could not run ({e}): install MinGW-w64's binutils")
        }
    }
}
