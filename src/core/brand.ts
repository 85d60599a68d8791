// The one brand of the service's types (issue 14): a compile-time tag on a primitive that carries an
// invariant the plain type cannot say (code-point offsets, decision ids per prefix, masked values). Zero
// runtime cost: the tag exists only for the type checker; values are made by their module's constructor.
declare const brand: unique symbol;

/** `T` tagged `Name`: a plain `T` is not assignable to it; it is still assignable to `T`. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };
