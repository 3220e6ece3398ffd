// The demo sign-ins the seed creates and `npm start` prints. Both passwords
// satisfy the registration and change-password rules.
export const DEMO_ADMIN = {
  email: "admin@suratethnic.in",
  password: "Admin@12345",
  firstName: "Meera",
  lastName: "Desai",
} as const;

export const DEMO_CUSTOMER = {
  email: "priya.sharma@example.com",
  password: "Customer@123",
  firstName: "Priya",
  lastName: "Sharma",
  phone: "+91 98250 12345",
} as const;
