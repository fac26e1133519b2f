//! `#[command]`: an IPC command of Tip & Gobble, declared once.
//!
//! The attribute is `#[tauri::command(async)]` plus a declaration the TypeScript generator reads: the
//! command's name, its doc comment, the name and TypeScript type of each argument the UI sends
//! and the TypeScript type of its result (the `Ok` type of a `Result`). The declaration is a
//! function `declaration` in a module named like the command (modules and functions live in
//! different namespaces, so the two names do not clash), compiled in test builds only: the
//! generator is a test of the app (`src-tauri/src/bindings.rs`).
//!
//! **Every command runs off the main thread.** A plain `fn` is made `async` for Tauri (it runs
//! on the async runtime's threads), as an `async fn` is: on iOS the IPC handler is the main
//! thread, and on Android a synchronous command holds up the WebView's bridge, so a command
//! that touches the disk, replays games or calls a mobile plugin must never run there. There is
//! no way to ask for the main thread.
//!
//! Arguments that Tauri fills in itself (`State`, `AppHandle`, `Window`, `WebviewWindow`,
//! `Webview`) are not part of the payload and are left out; the other argument names are
//! sent in camelCase, as Tauri expects them unless the command says `rename_all =
//! "snake_case"`.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::quote;
use syn::{
    Attribute, Expr, FnArg, GenericArgument, ItemFn, Lit, Pat, PathArguments, ReturnType, Type,
};

/// The argument types Tauri injects into a command (never sent by the UI).
const INJECTED: &[&str] = &["State", "AppHandle", "Window", "WebviewWindow", "Webview"];

/// Marks an IPC command: `#[tauri::command(async)]` (with the same options) plus its declaration
/// for the TypeScript generator. Register it by adding it to the list in
/// `src-tauri/src/commands/mod.rs`.
#[proc_macro_attribute]
pub fn command(attr: TokenStream, item: TokenStream) -> TokenStream {
    let attr = Tokens::from(attr);
    let func = syn::parse_macro_input!(item as ItemFn);
    match expand(attr, func) {
        Ok(tokens) => tokens.into(),
        Err(err) => err.to_compile_error().into(),
    }
}

/// The command as written, under `#[tauri::command]`, and the module with its declaration.
fn expand(attr: Tokens, func: ItemFn) -> syn::Result<Tokens> {
    let name = &func.sig.ident;
    let name_text = name.to_string();
    let snake_case = attr
        .to_string()
        .replace(' ', "")
        .contains("rename_all=\"snake_case\"");
    let doc = doc_text(&func.attrs);
    let mut args = Vec::new();
    for input in &func.sig.inputs {
        let FnArg::Typed(arg) = input else {
            return Err(syn::Error::new_spanned(input, "a command has no `self`"));
        };
        if is_injected(&arg.ty) {
            continue;
        }
        let Pat::Ident(ident) = &*arg.pat else {
            return Err(syn::Error::new_spanned(
                &arg.pat,
                "name each argument of a command (its name is the key the UI sends)",
            ));
        };
        let rust_name = ident.ident.to_string();
        let key = if snake_case {
            rust_name
        } else {
            camel_case(&rust_name)
        };
        let ty = &arg.ty;
        args.push(quote! { (#key, <#ty as ::ts_rs::TS>::name(cfg)) });
    }
    let result = match &func.sig.output {
        ReturnType::Default => quote! { ::std::string::String::from("void") },
        ReturnType::Type(_, ty) => {
            let ok = ok_type(ty);
            if matches!(ok, Type::Tuple(t) if t.elems.is_empty()) {
                quote! { ::std::string::String::from("void") }
            } else {
                quote! { <#ok as ::ts_rs::TS>::name(cfg) }
            }
        }
    };
    let tauri_attr = tauri_attribute(&attr, func.sig.asyncness.is_some());
    Ok(quote! {
        #tauri_attr
        #func

        /// The declaration of the command of the same name, for the TypeScript generator.
        #[cfg(test)]
        #[doc(hidden)]
        pub mod #name {
            #[allow(unused_imports)]
            use super::*;

            /// The command's name, doc, arguments and result, in TypeScript terms.
            pub fn declaration(cfg: &::ts_rs::Config) -> crate::commands::Declaration {
                crate::commands::Declaration {
                    name: #name_text,
                    doc: #doc,
                    args: ::std::vec![#(#args),*],
                    result: #result,
                }
            }
        }
    })
}

/// The `#[tauri::command]` attribute with the command's own options, made `async` for a plain
/// `fn` so that Tauri runs it off the main thread (an `async fn` is already).
fn tauri_attribute(attr: &Tokens, is_async_fn: bool) -> Tokens {
    let says_async = attr
        .clone()
        .into_iter()
        .any(|t| matches!(&t, proc_macro2::TokenTree::Ident(i) if i == "async"));
    match (attr.is_empty(), is_async_fn || says_async) {
        (true, true) => quote! { #[::tauri::command] },
        (true, false) => quote! { #[::tauri::command(async)] },
        (false, true) => quote! { #[::tauri::command(#attr)] },
        (false, false) => quote! { #[::tauri::command(#attr, async)] },
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

/// Whether Tauri fills this argument in itself.
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

/// `saved_game` → `savedGame`, as Tauri renames command arguments.
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
    fn tauri_arguments_are_not_part_of_the_payload() {
        let injected: Type = syn::parse_quote!(tauri::State<'_, GameState>);
        assert!(is_injected(&injected));
        let app: Type = syn::parse_quote!(AppHandle<R>);
        assert!(is_injected(&app));
        let sent: Type = syn::parse_quote!(Option<String>);
        assert!(!is_injected(&sent));
    }

    /// What `#[command]` hands Tauri for a command with options `attr`.
    fn tauri_attr_of(attr: Tokens, func: ItemFn) -> String {
        let expanded = expand(attr, func).unwrap().to_string();
        let end = expanded.find(']').unwrap();
        expanded[..=end].replace(' ', "")
    }

    #[test]
    fn every_command_runs_off_the_main_thread() {
        let plain: ItemFn = syn::parse_quote!(
            fn statistics(save: State<'_, SaveState>) -> AppResult<u32> {
                Ok(1)
            }
        );
        assert_eq!(
            tauri_attr_of(quote!(), plain.clone()),
            "#[::tauri::command(async)]"
        );
        assert_eq!(
            tauri_attr_of(quote!(rename_all = "snake_case"), plain.clone()),
            "#[::tauri::command(rename_all=\"snake_case\",async)]"
        );
        assert_eq!(
            tauri_attr_of(quote!(async), plain),
            "#[::tauri::command(async)]"
        );
        let awaited: ItemFn = syn::parse_quote!(
            async fn hint() -> AppResult<u32> {
                Ok(1)
            }
        );
        // Tauri runs an `async fn` on the async runtime as it is.
        assert_eq!(tauri_attr_of(quote!(), awaited), "#[::tauri::command]");
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
