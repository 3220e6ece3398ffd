import { useState } from "react";
import { FieldErrors } from "~/components/forms";
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_MESSAGES, PHOTO_MIN_SIDE, PHOTO_TYPES } from "~/utils/product-photo-limits";

// "Upload photos" on the product form (the form is multipart): the chosen files are checked,
// converted and added to the product's images when the form is saved (models/product-photos.server.ts).
// Without JavaScript the server's checks answer; with it, size, type and count are checked as
// soon as files are chosen, and refused files are cleared before anything is sent.

export function PhotoUpload({ errors }: { errors?: string[] | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState(0);
  const shown = problem ? [problem] : errors;
  return (
    <div className="mt-4 space-y-1 border-t border-stone-200 pt-4">
      <label htmlFor="product-photos" className="block text-sm font-medium text-stone-800">
        Upload photos
      </label>
      <input
        id="product-photos"
        name="photos"
        type="file"
        multiple
        accept={PHOTO_TYPES.join(",")}
        aria-describedby="product-photos-hint"
        aria-invalid={shown?.length ? true : undefined}
        data-testid="photo-input"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          const refusal =
            files.length > PHOTO_MAX_FILES
              ? PHOTO_MESSAGES.tooMany
              : files.map((f) => (f.size > PHOTO_MAX_BYTES ? PHOTO_MESSAGES.tooLarge(`"${f.name}"`) : !(PHOTO_TYPES as readonly string[]).includes(f.type) ? PHOTO_MESSAGES.notImage(`"${f.name}"`) : null)).find(Boolean) ?? null;
          setProblem(refusal);
          if (refusal) e.currentTarget.value = "";
          setChosen(refusal ? 0 : files.length);
        }}
        className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
      />
      <p id="product-photos-hint" className="text-xs text-stone-600">
        JPEG, PNG, WebP or AVIF; up to {PHOTO_MAX_FILES} at a time, {PHOTO_MAX_BYTES / 1024 / 1024} MB each, at least {PHOTO_MIN_SIDE} pixels a side. They are added after
        the image URLs above when you save, in sizes for phones and desktops (WebP and AVIF).
        {chosen > 0 ? ` ${chosen} ${chosen === 1 ? "photo" : "photos"} chosen.` : ""}
      </p>
      <FieldErrors id="product-photos-error" errors={shown} />
    </div>
  );
}
