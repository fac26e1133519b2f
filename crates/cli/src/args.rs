//! A small argument reader whose every error is one line (exit code 2).

use std::fmt;
use std::str::FromStr;

use engine::GameKind;

/// A command-line failure, printed as one line.
#[derive(Debug, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.replace('\n', " "))
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(err: E) -> Self {
        CliError(err.to_string())
    }
}

/// Shorthand for a failure with a message.
pub fn fail<T>(message: impl Into<String>) -> Result<T, CliError> {
    Err(CliError(message.into()))
}

/// The remaining arguments of a command line: positionals in order, then `--flags`.
pub struct Args {
    items: Vec<String>,
}

impl Args {
    /// Wraps the arguments after the program name.
    pub fn new(items: Vec<String>) -> Self {
        Args { items }
    }

    /// Takes the next positional argument (not starting with `--`), naming it in the error.
    pub fn next_positional(&mut self, what: &str) -> Result<String, CliError> {
        match self.items.iter().position(|a| !is_flag(a)) {
            Some(i) => Ok(self.items.remove(i)),
            None => fail(format!("missing {what}")),
        }
    }

    /// Takes every remaining positional argument.
    pub fn rest_positionals(&mut self) -> Vec<String> {
        let (flags, rest): (Vec<String>, Vec<String>) =
            self.items.drain(..).partition(|a| is_flag(a));
        self.items = flags;
        rest
    }

    /// Takes the game name.
    pub fn game(&mut self) -> Result<GameKind, CliError> {
        Ok(self
            .next_positional("game (deblockle or gobblet)")?
            .parse()?)
    }

    /// Takes a boolean `--name` flag.
    pub fn switch(&mut self, name: &str) -> bool {
        let flag = format!("--{name}");
        match self.items.iter().position(|a| *a == flag) {
            Some(i) => {
                self.items.remove(i);
                true
            }
            None => false,
        }
    }

    /// Takes `--name VALUE` or `--name=VALUE` and parses the value.
    pub fn option<T: FromStr>(&mut self, name: &str) -> Result<Option<T>, CliError>
    where
        T::Err: fmt::Display,
    {
        let flag = format!("--{name}");
        let prefix = format!("--{name}=");
        let Some(i) = self
            .items
            .iter()
            .position(|a| *a == flag || a.starts_with(&prefix))
        else {
            return Ok(None);
        };
        let item = self.items.remove(i);
        let value = if let Some(v) = item.strip_prefix(&prefix) {
            v.to_owned()
        } else if i < self.items.len() {
            self.items.remove(i)
        } else {
            return fail(format!("{flag} needs a value"));
        };
        value
            .parse()
            .map(Some)
            .map_err(|e| CliError(format!("bad value {value:?} for {flag}: {e}")))
    }

    /// Fails if any argument was not used.
    pub fn finish(self) -> Result<(), CliError> {
        match self.items.first() {
            Some(extra) => fail(format!("unexpected argument {extra:?}")),
            None => Ok(()),
        }
    }
}

fn is_flag(a: &str) -> bool {
    a.starts_with("--") && a.len() > 2
}

/// A pair `A,B` of values, such as `--stacks 3,2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair<T>(pub T, pub T);

impl<T: FromStr> FromStr for Pair<T>
where
    T::Err: fmt::Display,
{
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (a, b) = s
            .split_once(',')
            .ok_or_else(|| "expected two values separated by a comma".to_owned())?;
        let a = a.trim().parse().map_err(|e| format!("{e}"))?;
        let b = b.trim().parse().map_err(|e| format!("{e}"))?;
        Ok(Pair(a, b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Args {
        Args::new(list.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn options_and_positionals_are_taken_in_any_order() {
        let mut a = args(&["--stacks", "3,2", "pos", "--seed=7"]);
        assert_eq!(a.option::<Pair<u8>>("stacks"), Ok(Some(Pair(3, 2))));
        assert_eq!(a.option::<u64>("seed"), Ok(Some(7)));
        assert_eq!(a.next_positional("position"), Ok("pos".to_owned()));
        assert!(a.finish().is_ok());
    }

    #[test]
    fn bad_values_and_leftovers_are_one_line_errors() {
        let mut a = args(&["--depth", "x"]);
        assert!(a.option::<u32>("depth").is_err());
        let mut a = args(&["--depth"]);
        assert!(a.option::<u32>("depth").is_err());
        assert!(args(&["extra"]).finish().is_err());
        assert!(args(&[]).next_positional("position").is_err());
    }
}
