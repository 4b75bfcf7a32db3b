// The system's libxml2, driven through its SAX2 interface with every loader switched off, and
// glibc's iconv for the legacy encodings feeds declare. Swift cannot import the macros these use.
#pragma once
#include <errno.h>
#include <iconv.h>
#include <string.h>
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers clash with the ICU module Foundation ships. Only
// the layout of xmlCharEncodingHandler (used here through pointers only) depends on this.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/// Options for untrusted input: no network, no DTD loading or validation, no entity substitution
/// (XML_PARSE_NOENT off), libxml2's hard limits kept (XML_PARSE_HUGE off), and the document's
/// encoding declaration ignored because FeedCore hands libxml2 UTF-8 it has already decoded.
/// Errors are not switched off (XML_PARSE_NOERROR): from libxml2 2.13 that option keeps them from
/// the structured handler too, and the handler is where FeedCore reads them; with it set,
/// libxml2 prints nothing itself.
static inline int overshoot_xml_options(void) {
  return XML_PARSE_NONET | XML_PARSE_IGNORE_ENC;
}

/// A SAX2 parser over `size` bytes of UTF-8 at `buffer`, calling back with `user`; NULL when
/// libxml2 cannot allocate one or `buffer[size]` is not the NUL the callers guarantee. The bytes
/// are read in place, not copied (xmlCreateMemoryParserCtxt copies them: for a document the
/// sanitizer grew, that copy was the peak of memory), so they must outlive the parser. Only
/// element, text and error callbacks are set: with no entityDecl, getEntity, externalSubset or
/// resolveEntity callback nothing is ever loaded or declared. Free with overshoot_xml_free_parser.
///
/// The one place that depends on the libxml2 it is built against is how the input is made: up
/// to 2.11, an input stream whose pointers are set over the bytes by hand (a static input
/// buffer there stops after a few kilobytes, as 2.9 shrinks it); from 2.12 on, where inputs were
/// reworked, a static input buffer (the hand-made input parsed nothing at all under 2.15).
/// Checked on 2.9.14 (Debian 12 and 13) and 2.15.4 (sid).
static inline xmlParserCtxtPtr overshoot_xml_sax_parser(
    const char *buffer, int size, void *user, startElementNsSAX2Func start,
    endElementNsSAX2Func end, charactersSAXFunc characters, cdataBlockSAXFunc cdata,
    xmlStructuredErrorFunc error) {
  if (buffer == NULL || size <= 0 || buffer[size] != 0) return NULL;
  xmlParserCtxtPtr context = xmlNewParserCtxt();
  if (context == NULL) return NULL;
#if LIBXML_VERSION < 21200
  // An input without a buffer over NUL-terminated memory, as xmlNewStringInputStream makes one.
  xmlParserInputPtr input = xmlNewInputStream(context);
  if (input == NULL) {
    xmlFreeParserCtxt(context);
    return NULL;
  }
  input->base = (const xmlChar *)buffer;
  input->cur = input->base;
  input->end = input->base + size;
  input->length = size;
#else
  xmlParserInputBufferPtr bytes =
      xmlParserInputBufferCreateStatic(buffer, size, XML_CHAR_ENCODING_NONE);
  if (bytes == NULL) {
    xmlFreeParserCtxt(context);
    return NULL;
  }
  // The input owns the buffer from here on.
  xmlParserInputPtr input = xmlNewIOInputStream(context, bytes, XML_CHAR_ENCODING_NONE);
  if (input == NULL) {
    xmlFreeParserCtxt(context);
    return NULL;
  }
#endif
  if (inputPush(context, input) < 0) {
    xmlFreeInputStream(input);
    xmlFreeParserCtxt(context);
    return NULL;
  }
  xmlSAXHandlerPtr sax = context->sax;
  memset(sax, 0, sizeof(*sax));
  sax->initialized = XML_SAX2_MAGIC;
  sax->startElementNs = start;
  sax->endElementNs = end;
  sax->characters = characters;
  sax->cdataBlock = cdata;
  sax->serror = error;
  context->userData = user;
  xmlCtxtUseOptions(context, overshoot_xml_options());
  xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8);
  return context;
}

/// Frees a parser from overshoot_xml_sax_parser, with the document libxml2 makes by itself when
/// a DTD declares entities and no SAX callback takes them ("SAX compatibility mode").
static inline void overshoot_xml_free_parser(xmlParserCtxtPtr context) {
  if (context->myDoc != NULL) {
    xmlFreeDoc(context->myDoc);
    context->myDoc = NULL;
  }
  xmlFreeParserCtxt(context);
}

/// Converts `in_length` bytes in `encoding` to UTF-8 at `out` (room for 4 bytes per input byte
/// is always enough), writing U+FFFD for each `unit`-byte sequence the encoding does not define.
/// Returns the bytes written, or -1 when iconv does not know the encoding.
static inline long overshoot_transcode_to_utf8(
    const char *encoding, const char *in, size_t in_length, size_t unit, char *out,
    size_t out_capacity, size_t *replaced) {
  iconv_t converter = iconv_open("UTF-8", encoding);
  if (converter == (iconv_t)-1) return -1;
  char *input = (char *)in;
  size_t input_left = in_length;
  char *output = out;
  size_t output_left = out_capacity;
  *replaced = 0;
  while (input_left > 0) {
    if (iconv(converter, &input, &input_left, &output, &output_left) != (size_t)-1) break;
    if ((errno != EILSEQ && errno != EINVAL) || output_left < 3) break;
    memcpy(output, "\xEF\xBF\xBD", 3);
    output += 3;
    output_left -= 3;
    size_t skip = input_left < unit ? input_left : unit;
    input += skip;
    input_left -= skip;
    *replaced += 1;
    iconv(converter, NULL, NULL, NULL, NULL);
  }
  iconv(converter, NULL, NULL, &output, &output_left);
  iconv_close(converter);
  return (long)(output - out);
}

/// Whether `length` bytes at `bytes` are well-formed UTF-8 (no overlongs, surrogates or values
/// past U+10FFFF), checked without copying them anywhere.
static inline int overshoot_utf8_is_valid(const unsigned char *bytes, size_t length) {
  size_t i = 0;
  while (i < length) {
    unsigned char c = bytes[i];
    if (c < 0x80) {
      i += 1;
      continue;
    }
    size_t need;
    unsigned char low = 0x80, high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      need = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
      need = 2;
      if (c == 0xE0) low = 0xA0;
      if (c == 0xED) high = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      need = 3;
      if (c == 0xF0) low = 0x90;
      if (c == 0xF4) high = 0x8F;
    } else {
      return 0;
    }
    if (i + need >= length) return 0;
    if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
    for (size_t k = 2; k <= need; k++) {
      if (bytes[i + k] < 0x80 || bytes[i + k] > 0xBF) return 0;
    }
    i += need + 1;
  }
  return 1;
}
