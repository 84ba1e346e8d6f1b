//! Loading Fluent files and formatting their messages: shared by the announcement vocabularies
//! (`vocab`) and the interface text (`ui_text`).

use fluent_bundle::{FluentArgs, FluentResource, concurrent::FluentBundle};

pub(crate) type Bundle = FluentBundle<FluentResource>;

/// A bundle for `source`, with plural rules for the language its `meta-language` names.
pub(crate) fn load(source: &str) -> Result<Bundle, String> {
    let resource =
        FluentResource::try_new(source.to_string()).map_err(|(_, errors)| format!("{errors:?}"))?;
    let language = source
        .lines()
        .find_map(|l| l.strip_prefix("meta-language = "))
        .unwrap_or("und")
        .trim()
        .parse()
        .unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![language]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|e| format!("{e:?}"))?;
    Ok(bundle)
}

/// The message `id` formatted with `args`, or `None` when the bundle lacks it.
pub(crate) fn message(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}
