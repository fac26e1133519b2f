//! A failure of one command line: one line on stderr and the exit code of its kind.

use std::fmt;

/// A command-line failure, printed as one line.
#[derive(Debug, PartialEq, Eq)]
pub enum CliError {
    /// A usage or parse error (exit code 2): bad arguments, bad notation, a bad option value.
    Usage(String),
    /// A well-formed request the rules refuse (exit code 1): an illegal move, no move in a
    /// finished game.
    Refused(String),
}

impl CliError {
    /// The process exit code of this failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Refused(_) => 1,
            CliError::Usage(_) => 2,
        }
    }

    /// The same failure with `context` before its message.
    pub fn context(self, context: impl fmt::Display) -> Self {
        match self {
            CliError::Usage(m) => CliError::Usage(format!("{context}: {m}")),
            CliError::Refused(m) => CliError::Refused(format!("{context}: {m}")),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (CliError::Usage(message) | CliError::Refused(message)) = self;
        f.write_str(&message.replace(['\n', '\r'], " "))
    }
}

/// Shorthand for a usage error with a message.
pub fn usage<T>(message: impl Into<String>) -> Result<T, CliError> {
    Err(CliError::Usage(message.into()))
}

impl From<engine::ParseError> for CliError {
    fn from(err: engine::ParseError) -> Self {
        CliError::Usage(err.to_string())
    }
}

impl From<engine::MoveTextError> for CliError {
    fn from(err: engine::MoveTextError) -> Self {
        match err {
            engine::MoveTextError::Parse(e) => CliError::Usage(e.to_string()),
            engine::MoveTextError::Illegal(e) => CliError::Refused(e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_one_line_and_codes_follow_the_kind() {
        let e = CliError::Usage("bad\nposition".into()).context("move 1");
        assert_eq!(e.to_string(), "move 1: bad position");
        assert_eq!(e.exit_code(), 2);
        assert_eq!(CliError::Refused("illegal".into()).exit_code(), 1);
    }
}
