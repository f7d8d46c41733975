/**
 * The browser's styles, printed inside the modal: the modal lives in the editor's top document
 * and only exists once this chunk is loaded, so it carries its own few rules.
 */
export const STYLES = `
.jetpack-external-media__modal { width: min(1000px, 100%); }
.jetpack-external-media__search { display: flex; gap: 8px; align-items: flex-end; margin-bottom: 16px; }
.jetpack-external-media__search .components-base-control { flex: 1; }
.jetpack-external-media__header { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; margin-bottom: 16px; }
.jetpack-external-media__account { display: flex; gap: 8px; align-items: center; margin-left: auto; }
.jetpack-external-media__account img { width: 32px; height: 32px; border-radius: 50%; }
.jetpack-external-media__breadcrumb { margin-bottom: 12px; }
.jetpack-external-media__filters { border: 1px solid #dcdcde; padding: 8px 12px; margin: 0 0 16px; display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.jetpack-external-media__filters legend { font-weight: 600; padding: 0 4px; }
.jetpack-external-media__filter, .jetpack-external-media__custom-date { display: flex; gap: 8px; align-items: flex-end; }
.jetpack-external-media__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 8px; list-style: none; margin: 0 0 16px; padding: 0; }
.jetpack-external-media__item { position: relative; aspect-ratio: 1; background: #f0f0f1; cursor: pointer; overflow: hidden; outline-offset: 2px; }
.jetpack-external-media__item img { width: 100%; height: 100%; object-fit: cover; display: block; }
.jetpack-external-media__item:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); }
.jetpack-external-media__item.is-selected { box-shadow: inset 0 0 0 4px var(--wp-admin-theme-color, #3858e9); }
.jetpack-external-media__item.is-selected img { opacity: 0.85; }
.jetpack-external-media__item.is-folder .jetpack-external-media__folder-name { position: absolute; bottom: 0; left: 0; right: 0; padding: 4px 8px; background: rgba(0,0,0,.6); color: #fff; }
.jetpack-external-media__loading { display: flex; justify-content: center; padding: 16px; }
.jetpack-external-media__toolbar { position: sticky; bottom: 0; display: flex; gap: 12px; justify-content: flex-end; align-items: center; padding: 12px 0 0; background: #fff; }
.jetpack-external-media__app-intro { display: flex; gap: 24px; align-items: center; }
.jetpack-external-media__connect { max-width: 480px; }
`;
