//! The `annabella` binary: parses arguments and hands over to the command line shell.

fn main() -> std::process::ExitCode {
    annabella::cli::run()
}
