//! `#[command]`: a command of Tip & Gobble's app core, declared once.
//!
//! A command is a function of the core (`crates/app/src/commands/`), plain or `async`, whose
//! first argument may be the running app (`app: &App`) and whose other arguments are what the
//! UI sends. The attribute leaves the function as it is and adds a module named like it
//! (modules and functions live in different namespaces, so the two names do not clash) with:
//!
//! - `call(app, args)`: the command as both hosts run it — its arguments read from one JSON
//!   object (a wrong shape is refused as invalid input before the command runs), the function
//!   called, its answer turned into JSON. `commands::dispatch` picks it by name.
//! - `declaration(cfg)` (test builds only): the command's name, its doc comment, the name and
//!   TypeScript type of each argument the UI sends and the TypeScript type of its result (the
//!   `Ok` type of a `Result`), for the TypeScript generator (`crates/app/src/bindings.rs`).
//!
//! Argument names are sent in camelCase unless the command says `rename_all = "snake_case"`.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::quote;
use syn::{
    Attribute, Expr, FnArg, GenericArgument, ItemFn, Lit, Pat, PathArguments, ReturnType, Type,
};

/// The argument type the core passes in itself (never sent by the UI): the running app.
const INJECTED: &[&str] = &["App"];

/// Marks a command of the app core: its JSON `call` and its declaration for the TypeScript
/// generator. Register it by adding it to the list in `crates/app/src/commands/mod.rs`.
#[proc_macro_attribute]
pub fn command(attr: TokenStream, item: TokenStream) -> TokenStream {
    let attr = Tokens::from(attr);
    let func = syn::parse_macro_input!(item as ItemFn);
    match expand(attr, func) {
        Ok(tokens) => tokens.into(),
        Err(err) => err.to_compile_error().into(),
    }
}

/// The command as written, and the module with its `call` and its declaration.
fn expand(attr: Tokens, func: ItemFn) -> syn::Result<Tokens> {
    let name = &func.sig.ident;
    let name_text = name.to_string();
    let snake_case = attr
        .to_string()
        .replace(' ', "")
        .contains("rename_all=\"snake_case\"");
    let doc = doc_text(&func.attrs);
    let Arguments {
        declared,
        fields,
        idents,
        passed,
    } = arguments(&func, snake_case)?;
    let (result, returns_result) = result_type(&func.sig.output);
    let answer = answer_of(&func, &passed, returns_result);
    Ok(quote! {
        #func

        /// The command of the same name as the hosts call it, and its declaration.
        #[doc(hidden)]
        pub mod #name {
            #[allow(unused_imports)]
            use super::*;

            /// The arguments the UI sends, as one JSON object.
            #[derive(::serde::Deserialize)]
            struct Args {
                #(#fields,)*
            }

            /// Runs the command with the arguments in `args` (a JSON object); its answer as
            /// JSON. Arguments of the wrong shape are refused before it runs.
            #[allow(unused_variables)]
            pub async fn call(
                app: &crate::App,
                args: ::serde_json::Value,
            ) -> crate::error::AppResult<::serde_json::Value> {
                let Args { #(#idents),* } = crate::commands::arguments(#name_text, args)?;
                let answer = #answer;
                crate::commands::answer(&answer)
            }

            /// The command's name, doc, arguments and result, in TypeScript terms.
            #[cfg(test)]
            pub fn declaration(cfg: &::ts_rs::Config) -> crate::commands::Declaration {
                crate::commands::Declaration {
                    name: #name_text,
                    doc: #doc,
                    args: ::std::vec![#(#declared),*],
                    result: #result,
                }
            }
        }
    })
}

/// The arguments of a command, each in the forms the generated module needs.
struct Arguments {
    /// Each sent argument's key and TypeScript type, for the declaration.
    declared: Vec<Tokens>,
    /// Each sent argument as a field of the JSON object `Args`.
    fields: Vec<Tokens>,
    /// Each sent argument's name, to take it out of `Args`.
    idents: Vec<Tokens>,
    /// Every argument as the command is called with it: `app` or a sent one.
    passed: Vec<Tokens>,
}

/// Reads the command's arguments: the app it is passed, and the ones the UI sends under
/// their camelCase (or, with `snake_case`, their own) names.
fn arguments(func: &ItemFn, snake_case: bool) -> syn::Result<Arguments> {
    let mut args = Arguments {
        declared: Vec::new(),
        fields: Vec::new(),
        idents: Vec::new(),
        passed: Vec::new(),
    };
    for input in &func.sig.inputs {
        let FnArg::Typed(arg) = input else {
            return Err(syn::Error::new_spanned(input, "a command has no `self`"));
        };
        if is_injected(&arg.ty) {
            args.passed.push(quote! { app });
            continue;
        }
        let Pat::Ident(ident) = &*arg.pat else {
            return Err(syn::Error::new_spanned(
                &arg.pat,
                "name each argument of a command (its name is the key the UI sends)",
            ));
        };
        let rust_name = &ident.ident;
        let key = if snake_case {
            rust_name.to_string()
        } else {
            camel_case(&rust_name.to_string())
        };
        let ty = &arg.ty;
        args.declared
            .push(quote! { (#key, <#ty as ::ts_rs::TS>::name(cfg)) });
        args.fields.push(quote! {
            #[serde(rename = #key)]
            #rust_name: #ty
        });
        args.idents.push(quote! { #rust_name });
        args.passed.push(quote! { #rust_name });
    }
    Ok(args)
}

/// The TypeScript type of the command's answer (`void` for none or `()`), and whether the
/// command returns a `Result` whose `Ok` that is.
fn result_type(output: &ReturnType) -> (Tokens, bool) {
    match output {
        ReturnType::Default => (quote! { ::std::string::String::from("void") }, false),
        ReturnType::Type(_, ty) => {
            let ok = ok_type(ty);
            let is_result = !std::ptr::eq(ok, &**ty);
            if matches!(ok, Type::Tuple(t) if t.elems.is_empty()) {
                (quote! { ::std::string::String::from("void") }, is_result)
            } else {
                (quote! { <#ok as ::ts_rs::TS>::name(cfg) }, is_result)
            }
        }
    }
}

/// The call of the command with `passed`, awaited when it is `async`, its error returned
/// when it returns a `Result`.
fn answer_of(func: &ItemFn, passed: &[Tokens], returns_result: bool) -> Tokens {
    let name = &func.sig.ident;
    let awaited = if func.sig.asyncness.is_some() {
        quote! { .await }
    } else {
        quote! {}
    };
    if returns_result {
        quote! { super::#name(#(#passed),*) #awaited ? }
    } else {
        quote! { super::#name(#(#passed),*) #awaited }
    }
}

/// The doc comment of the function, one line per `///` line.
fn doc_text(attrs: &[Attribute]) -> String {
    let mut lines = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        if let syn::Meta::NameValue(pair) = &attr.meta {
            if let Expr::Lit(lit) = &pair.value {
                if let Lit::Str(text) = &lit.lit {
                    let line = text.value();
                    lines.push(line.strip_prefix(' ').unwrap_or(&line).to_owned());
                }
            }
        }
    }
    lines.join("\n")
}

/// Whether the core passes this argument in itself (`&App`).
fn is_injected(ty: &Type) -> bool {
    let ty = match ty {
        Type::Reference(r) => &*r.elem,
        other => other,
    };
    match ty {
        Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|s| INJECTED.iter().any(|name| s.ident == name)),
        _ => false,
    }
}

/// The `Ok` type of a `Result` or `AppResult`; any other type as it is.
fn ok_type(ty: &Type) -> &Type {
    if let Type::Path(path) = ty {
        if let Some(last) = path.path.segments.last() {
            if last.ident == "Result" || last.ident == "AppResult" {
                if let PathArguments::AngleBracketed(args) = &last.arguments {
                    if let Some(GenericArgument::Type(ok)) = args.args.first() {
                        return ok;
                    }
                }
            }
        }
    }
    ty
}

/// `saved_game` → `savedGame`, as the UI names command arguments.
fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = !out.is_empty();
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argument_names_are_sent_in_camel_case() {
        assert_eq!(camel_case("mv"), "mv");
        assert_eq!(camel_case("save_as"), "saveAs");
        assert_eq!(camel_case("a_long_name"), "aLongName");
    }

    #[test]
    fn the_app_is_not_part_of_the_payload() {
        let injected: Type = syn::parse_quote!(&App);
        assert!(is_injected(&injected));
        let path: Type = syn::parse_quote!(&crate::App);
        assert!(is_injected(&path));
        let sent: Type = syn::parse_quote!(Option<String>);
        assert!(!is_injected(&sent));
    }

    /// The keys `call` reads a command's arguments from.
    fn keys_of(attr: Tokens, func: ItemFn) -> Vec<String> {
        let expanded = expand(attr, func).unwrap().to_string();
        expanded
            .match_indices("rename = \"")
            .map(|(at, m)| {
                let rest = &expanded[at + m.len()..];
                rest[..rest.find('"').unwrap()].to_owned()
            })
            .collect()
    }

    #[test]
    fn call_reads_the_keys_the_ui_sends() {
        let func: ItemFn = syn::parse_quote!(
            fn rename_saved_game(app: &App, saved_id: i64, title: String) -> AppResult<()> {
                Ok(())
            }
        );
        assert_eq!(keys_of(quote!(), func.clone()), ["savedId", "title"]);
        assert_eq!(
            keys_of(quote!(rename_all = "snake_case"), func),
            ["saved_id", "title"]
        );
    }

    #[test]
    fn an_async_command_is_awaited_and_a_result_is_unwrapped() {
        let awaited: ItemFn = syn::parse_quote!(
            async fn hint(app: &App) -> AppResult<u32> {
                Ok(1)
            }
        );
        let text = expand(quote!(), awaited)
            .unwrap()
            .to_string()
            .replace(' ', "");
        assert!(text.contains("super::hint(app).await?"), "{text}");
        let plain: ItemFn = syn::parse_quote!(
            fn app_info() -> AppInfo {
                AppInfo
            }
        );
        let text = expand(quote!(), plain)
            .unwrap()
            .to_string()
            .replace(' ', "");
        assert!(text.contains("letanswer=super::app_info();"), "{text}");
    }

    #[test]
    fn the_result_is_the_ok_type() {
        let ty: Type = syn::parse_quote!(AppResult<Vec<SavedGameRow>>);
        let ok: Type = syn::parse_quote!(Vec<SavedGameRow>);
        let text = |t: &Type| quote!(#t).to_string();
        assert_eq!(text(ok_type(&ty)), text(&ok));
        let plain: Type = syn::parse_quote!(AppInfo);
        assert_eq!(text(ok_type(&plain)), text(&plain));
    }
}
