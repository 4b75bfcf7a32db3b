print("overshoot")
