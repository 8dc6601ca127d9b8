import type { PortableTextInputProps } from 'sanity'

/**
 * A long text (the legal texts run to pages) edited in a box that uses the screen: the Studio's
 * rich-text box is 19em (about 250 px) high, ten lines of a text of hundreds. The editor's box keeps its
 * grip for resizing (a height an editor drags is an inline style and wins) and its full-screen button.
 */
const TALL_BOX = `[data-tall-text][data-tall-text] [data-fullscreen='false'] { height: min(70vh, 56em); }`

export function TallRichTextInput(props: PortableTextInputProps) {
  return (
    <div data-tall-text="">
      <style>{TALL_BOX}</style>
      {props.renderDefault(props)}
    </div>
  )
}
