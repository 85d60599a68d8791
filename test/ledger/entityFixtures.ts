// Records the entity-graph adapter tests store (CLI, tool server): P1–P2–P3 link into one transitive
// entity (P1 and P3 are never compared), R1–R2 is a pair held for review; VALUES are every value
// among them, none of which may appear in an answer.
export const P1 = { name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1990-01-02' };
export const P2 = { name: 'Adesola E. Okonkwo', national_id: '12345678901', dob: '1990-01-02' };
export const P3 = { name: 'Adesola Okonkwo', national_id: '12345678901', phone: '08031234567' };
export const R1 = { name: 'Ibrahim Musa' };
export const R2 = { name: 'Ibrahim Musa', address: '12 Kano Road' };
export const VALUES = ['Adesola', 'Okonkwo', '12345678901', '1990-01-02', '08031234567', 'Ibrahim', 'Kano'];
